notice(inline_epp('<% type Foo = Integer %>'))
