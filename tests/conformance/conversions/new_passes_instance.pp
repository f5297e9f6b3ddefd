# new returns the single argument unchanged when it already is an instance of the type
$a = [1, 2]
notice(Array[Integer]($a))
notice(Integer[1,5](3))
notice(String('x'))
notice(Hash({b => 1, a => 2}))
notice(Boolean(true))
notice(Float(1.5))
