type Json = Variant[ScalarData, Undef, Array[Json], Hash[String, Json]]
notice({a => [1, {b => undef}]} =~ Json)
notice({a => [1, {b => /x/}]} =~ Json)
notice(Json)
