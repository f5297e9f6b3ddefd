type_of([a,b,c])                 # => Array[String<a,b,c>]
String<a,b,c> == String<b,c,a>   # => true
typeof([String<a,b>, String<c>]) # => Array[Type[String<a,b,c>]]

String    ∪ String     → String
String<x> ∪ String<x>  → String<x>
String<x> ∪ String<y>  → String<x,y>
String    ∪ Enum       → String
String<x> ∪ Enum[x]    → String<x>
String    ∪ Pattern    → String
String ∪ (T ∈ Literal) → Literal
String ∪ (T ∉ Literal) → Object
