notice([[2],[1]].sort)
