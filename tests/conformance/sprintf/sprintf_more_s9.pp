notice(sprintf('%-5{a}|', {'a' => 1}))
