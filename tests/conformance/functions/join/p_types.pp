notice(join([Integer, String[1], Enum[a]], ","))
notice(join([Sensitive(1), default], ","))
notice(join([[1, [2]], {a => [1]}], ";"))
notice(join(["a", "b"], ""))
