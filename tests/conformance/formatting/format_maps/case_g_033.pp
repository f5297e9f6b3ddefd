notice(String(3, {Variant[String, Integer] => '%x'}))
