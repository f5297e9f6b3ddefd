type A::B = Integer
type C = Enum[a, b]
type D = Struct[{ a => Integer, Optional[b] => String }]
type E = Object { attributes => { x => Integer } }
type F = Pcore { }
