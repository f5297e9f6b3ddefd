notice(default == default)
notice(default < default)
