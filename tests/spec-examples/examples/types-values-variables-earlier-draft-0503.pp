Collection  ∪  Collection    → Collection
Collection  ∪  Array         → Collection
Collection  ∪  Hash          → Collection

[1,2,3]      =~ Collection[1,3]  # true, size >= 1 and <= 3
{a=>1, b=>2} =~ Collection[3]    # false, size is < 3
