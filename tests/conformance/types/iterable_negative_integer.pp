# -5 is no Iterable (Integer#times iterates non-negative counts), yet its inferred type
# Integer[-5, -5] is assignable to Iterable (PIterableType#_assignable? asks only for a finite
# range): the reference answers both ways.
notice(-5 =~ Iterable)
notice(Integer[-5, -5] <= Iterable)
notice(type(-5) <= Iterable)
notice(5 =~ Iterable)
notice(Integer[5, 5] <= Iterable)
notice([-5] =~ Array[Iterable])
notice(Tuple[Integer[-5, -5]] <= Array[Iterable])
notice(-5 =~ Iterable[Integer])
notice(Integer[-5, -5] <= Iterable[Integer])
