notice([Integer, String[1], Enum[a]])
notice({a => Optional[Integer]})
notice([[Float[1.5]]])
