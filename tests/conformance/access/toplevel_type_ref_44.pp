case ::Integer { Type[Integer]: { notice('ty') } }
