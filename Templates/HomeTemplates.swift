// HomeTemplates
