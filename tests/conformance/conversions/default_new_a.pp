notice(Default(1))
