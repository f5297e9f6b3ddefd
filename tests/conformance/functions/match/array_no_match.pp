notice(['a1', 'bb'].match(/\d/))
notice([].match(/x/))
