type Person = Object[{attributes => {name => String, age => Optional[Integer], tags => {type => Array[String], value => []}}}]
$p = Person('ann')
notice($p)
notice($p.age)
notice($p.tags)
notice(Person('bob', 3, ['a']))
notice(Person({name => 'c', tags => ['x']}))
notice(Person('d', undef, []))
