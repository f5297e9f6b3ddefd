notice("${'a' ? {'a' => 1}}")
