print("home")
