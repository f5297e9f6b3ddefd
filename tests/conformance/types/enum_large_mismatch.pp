# The mismatch message lists a large Enum's values in sorted order
type Words = Enum[v3, v6, v9, v12, v15, v18, v0, v1, v4, v7, v10, v13, v16, v19, v2, v5, v8, v11, v14, v17, v3]
function f(Words $x) { $x }
notice(f('v21'))
