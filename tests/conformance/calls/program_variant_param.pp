function validate(Variant[String[1], Integer[0]] $v) { "ok ${v}" }
notice(validate('x'))
notice(validate(3))
notice(validate(-1))
