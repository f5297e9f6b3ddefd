class ::foo::bar {}
