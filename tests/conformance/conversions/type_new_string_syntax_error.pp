notice(Type.new('Integer]'))
