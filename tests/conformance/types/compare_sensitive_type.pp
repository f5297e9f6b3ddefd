notice(Sensitive[Integer] < Sensitive[Numeric])
notice(Sensitive[Integer] < Sensitive)
notice(Sensitive == Sensitive[Any])
notice(Integer < Sensitive)
