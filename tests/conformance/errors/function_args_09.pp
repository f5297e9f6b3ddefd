notice(each([1]))
