notice(sprintf('%{a}5', {'a' => 1}))
