type Radix = Variant[Default, Integer[2,2], Integer[8,8], Integer[10,10], Integer[16,16]]
type 'NamedArgs   = Struct[{from => Convertible, Optional[radix] => Radix}]'
Callable[Variant[String, Numeric, Boolean] Radix, 1, 2]
Callable[NamedArgs]
