notice([1,[2]].dig(1, 0))
