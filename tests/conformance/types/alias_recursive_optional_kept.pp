type C = Array[Optional[C]]
type D = Hash[String, Optional[D]]
type E = Variant[Integer, Array[Optional[E]]]
type F = Tuple[Integer, Optional[F]]
type G = Optional[Array[G]]
type H = Array[Variant[Undef, H]]
type I = Array[NotUndef[I]]
type J = Array[Variant[Integer, Optional[J]]]
type K = Array[Optional[L]]
type L = Integer
notice(C)
notice(D)
notice(E)
notice(F)
notice(G)
notice(H)
notice(I)
notice(J)
notice(K)
