notice(sprintf('%{a}', {'a' => {'b' => 1}}))
