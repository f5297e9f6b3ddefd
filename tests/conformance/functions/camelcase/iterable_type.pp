notice(camelcase(Enum[a_b, c_d]))
notice(capitalize(Integer[1, 3]))
