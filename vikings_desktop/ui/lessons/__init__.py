"""Learn to play: lessons read from files (lesson_file), played in the real window by a
guide (guide) that shows a balloon beside the part it explains (balloon)."""
