$h = {'a'=>1}
notice($h['z']['y'])
