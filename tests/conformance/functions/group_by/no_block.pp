[1].group_by
