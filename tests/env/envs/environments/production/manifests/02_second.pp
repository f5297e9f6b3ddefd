include role
notice("env=${environment}")
