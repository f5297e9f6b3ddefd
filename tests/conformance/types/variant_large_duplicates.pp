# Variant and Pattern of many members: duplicates dropped, the first of each kept in its place
$t = [Integer, String, Integer[1, 2], Array[String], String, Integer, Boolean, Integer[1, 2],
      Enum['a', 'b'], Enum['b', 'a'], Pattern[/x/], Pattern[/x/], Hash, Array[String], Float, Undef,
      Variant[Integer, Float, Regexp], Regexp, Boolean, Optional[Integer], Optional[Integer]]
notice(Variant[*$t])
notice(Pattern[/a/, /b/, /a/, /c/, /d/, /e/, /f/, /b/, /g/, /h/, /i/, /j/, /k/, /l/, /m/, /n/, /o/, /a/, 'a', 'p'])
notice(Integer[1, 30].map |$i| { Integer[0, $i % 6] }.then |$ts| { Variant[*$ts] })
