notice([1].map || { 'none' })
