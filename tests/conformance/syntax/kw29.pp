notice(x::class)
