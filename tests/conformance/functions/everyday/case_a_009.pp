notice(reverse_each([1,2,3]))
