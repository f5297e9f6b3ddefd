notice([1].any || { true })
