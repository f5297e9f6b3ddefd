notice(TypeSet)
notice(TypeSet =~ Type)
notice(type(TypeSet))
