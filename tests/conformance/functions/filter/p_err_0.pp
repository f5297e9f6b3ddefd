notice([1].filter || { true })
