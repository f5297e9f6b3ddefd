type Json = Variant[String, Integer, Boolean, Undef, Array[Json], Hash[String, Json]]
notice({a => [1, {b => true}]} =~ Json)
notice({a => [1, {b => 1.5}]} =~ Json)
