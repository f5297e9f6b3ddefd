Hash[String]                     # => Hash[Literal, String] (type)
Hash[String, Integer]            # => Hash[String, Integer] (type)
$h = Hash[String]                # => Hash[Literal, String] (type)
$h[]                             # => same type (null operation)
