notice(type::x)
