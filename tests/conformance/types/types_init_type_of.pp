notice(type(Init[Integer]))
notice(Init[Integer] =~ Type[Init])
