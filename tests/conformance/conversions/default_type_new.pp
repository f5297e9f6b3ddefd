notice(Default(default))
notice(Default(1))
