notice(Type('TypeReference[Foo]'))
notice(Type('TypeReference["Foo"]'))
