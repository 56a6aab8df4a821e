import DynamicHome

extension HomeFactory {
    /// A factory with every template in HomeTemplates registered, in the order `t`
    /// cycles through them. Adding a template is one line here.
    public static var standard: HomeFactory {
        var factory = HomeFactory()
        factory.register(ListTemplate.self)
        factory.register(GridTemplate.self)
        factory.register(HeroTemplate.self)
        factory.register(ShelvesTemplate.self)
        factory.register(CardTemplate.self)
        factory.register(CardGridTemplate.self)
        return factory
    }
}
