notice("outer ${"inner ${1 + 1}"}")
