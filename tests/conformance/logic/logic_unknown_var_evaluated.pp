notice(true and $undefined_var)
